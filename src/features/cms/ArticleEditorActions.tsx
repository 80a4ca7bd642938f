/** The article form's buttons: Save draft, Preview (the same form posted to the preview page, in a new tab), Submit. */
import { Button } from 'react-bootstrap';

export interface ArticleEditorActionsProps {
  previewAction: string;
  text: { saveDraft: string; preview: string; previewHint: string; submit: string };
}

export function ArticleEditorActions({ previewAction, text }: ArticleEditorActionsProps) {
  return (
    <>
      <div className="d-flex flex-wrap gap-2 editor-actions">
        <Button variant="outline-primary" type="submit" name="op" value="draft" data-testid="editor-draft">
          {text.saveDraft}
        </Button>
        <Button
          variant="outline-secondary"
          type="submit"
          formAction={previewAction}
          formTarget="_blank"
          aria-describedby="editor-preview-hint"
          data-preview=""
          data-testid="editor-preview"
        >
          {text.preview}
        </Button>
        <Button className="ms-sm-auto" type="submit" name="op" value="submit" data-testid="editor-submit">
          {text.submit}
        </Button>
      </div>
      <p id="editor-preview-hint" className="form-text mt-2 mb-0">
        {text.previewHint}
      </p>
    </>
  );
}
