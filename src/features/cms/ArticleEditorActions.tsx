/** The article form's buttons: Save draft, Preview (the same form posted to the preview page, in a new tab), Submit. */
export interface ArticleEditorActionsProps {
  previewAction: string;
  text: { saveDraft: string; preview: string; previewHint: string; submit: string };
}

export function ArticleEditorActions({ previewAction, text }: ArticleEditorActionsProps) {
  return (
    <>
      <div className="d-flex flex-wrap gap-2 editor-actions">
        <button className="btn btn-outline-primary" type="submit" name="op" value="draft" data-testid="editor-draft">
          {text.saveDraft}
        </button>
        <button
          className="btn btn-outline-secondary"
          type="submit"
          formAction={previewAction}
          formTarget="_blank"
          aria-describedby="editor-preview-hint"
          data-preview=""
          data-testid="editor-preview"
        >
          {text.preview}
        </button>
        <button
          className="btn btn-primary ms-sm-auto"
          type="submit"
          name="op"
          value="submit"
          data-testid="editor-submit"
        >
          {text.submit}
        </button>
      </div>
      <p id="editor-preview-hint" className="form-text mt-2 mb-0">
        {text.previewHint}
      </p>
    </>
  );
}
