/** POST /api/ajax/upload and the storage route: checked content, generated names, dedupe, safe serving (§5.2). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '~/server/auth/tokens';
import { serveStoredFile } from '~/server/modules/attachments/serve';
import { LocalStorage } from '~/server/storage';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase, userRow } from './helpers';

interface Uploaded {
  file: Record<string, unknown> & { url: string; full_url: string; id: number; sha1: string };
}

const form = (bytes: Uint8Array | string, name: string, fields: Record<string, string> = {}) => {
  const body = new FormData();
  body.append('file', new File([bytes as BlobPart], name));
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
};

describe.each(ENGINES)('upload and storage (%s)', (engine) => {
  let t: TestDatabase;
  let token: string;
  let dataDir: string;
  let png: Uint8Array;
  const upload = (body: FormData, query = '', lang: 'en' | 'zh-cn' = 'en', as = token) =>
    call<Uploaded>(t.db, `/api/ajax/upload${query}`, { body, token: as, lang });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'concierge-upload-'));
    process.env.DATA_DIR = dataDir;
    t = await setupDatabase(engine);
    ({ token } = await loginDemo(t.db));
    png = new Uint8Array(
      await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('needs login', async () => {
    const res = await call(t.db, '/api/ajax/upload', { body: form(png, 'a.png') });
    expect(res.body).toMatchObject({ code: 303, data: { type: 'need login' } });
  });

  it('stores a real PNG under a generated name and answers the attachment', async () => {
    const res = await upload(form(png, '../../My Photo<script>.png'), '?topic=avatar&driver=local&uuid=x', 'zh-cn');
    expect(res.body).toMatchObject({ code: 1, msg: '文件上传成功。' });
    const { file } = res.body.data;
    expect(Object.keys(file).sort()).toEqual(
      [
        'full_url',
        'height',
        'id',
        'last_upload_time',
        'mimetype',
        'name',
        'sha1',
        'size',
        'storage',
        'suffix',
        'topic',
        'url',
        'user_id',
        'width',
      ].sort(),
    );
    expect(file).toMatchObject({ width: 32, height: 24, mimetype: 'image/png', suffix: 'png', topic: 'avatar' });
    expect(file).toMatchObject({ storage: 'local', size: png.byteLength, name: 'My Photo<script>.png' });
    expect(file.url).toMatch(new RegExp(`^/storage/avatar/\\d{8}/MyPhotoscript${file.sha1}\\.png$`));
    expect(file.full_url).toBe(`//localhost${file.url}`);
    expect(await new LocalStorage(join(dataDir, 'storage')).read(file.url)).toEqual(png);
    expect(await new LocalStorage(join(dataDir, 'storage')).exists(file.url)).toBe(true);

    const served = await serveStoredFile(t.db, file.url.replace('/storage/', ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(served.headers.get('x-frame-options')).toBe('DENY');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    // A browser that has the file asks with its tag and gets a 304, without the file.
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toBe(`"${file.sha1}"`);
    const again = await serveStoredFile(t.db, file.url.replace('/storage/', ''), etag);
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    expect((await serveStoredFile(t.db, file.url.replace('/storage/', ''), '"another"')).status).toBe(200);
  });

  it('reuses the row of an identical file of the same member and topic', async () => {
    const first = await upload(form(png, 'same.png'), '?topic=dedupe');
    const second = await upload(form(png, 'other-name.png', { topic: 'dedupe' }));
    expect(second.body.data.file.id).toBe(first.body.data.file.id);
    expect(second.body.data.file.url).toBe(first.body.data.file.url);
    const row = await t.db
      .selectFrom('attachment')
      .select('quote')
      .where('id', '=', first.body.data.file.id)
      .executeTakeFirstOrThrow();
    expect(row.quote).toBe(2);
    const otherTopic = await upload(form(png, 'same.png'), '?topic=gallery');
    expect(otherTopic.body.data.file.id).not.toBe(first.body.data.file.id);
    // Another member gets their own row, never the first member's.
    const other = await t.db
      .insertInto('user')
      .values(userRow({ username: `up_other` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherToken = await issueToken(t.db, 'user', other.id, Math.floor(Date.now() / 1000));
    const theirs = await upload(form(png, 'same.png'), '?topic=dedupe', 'en', otherToken);
    expect(theirs.body.data.file.id).not.toBe(first.body.data.file.id);
    expect(theirs.body.data.file.user_id).toBe(other.id);
  });

  it('never overwrites another file when the save-name pattern has no {fileSha1}', async () => {
    const pattern = '/storage/{topic}/fixed{.suffix}';
    await t.db.updateTable('config').set({ value: pattern }).where('name', '=', 'upload_save_name').execute();
    const other = await t.db
      .insertInto('user')
      .values(userRow({ username: 'up_fixed' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherToken = await issueToken(t.db, 'user', other.id, Math.floor(Date.now() / 1000));
    const image = async (background: string) =>
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background } })
          .png()
          .toBuffer(),
      );
    try {
      const [red, blue, green] = await Promise.all([image('#f00'), image('#00f'), image('#0f0')]);
      const first = (await upload(form(red, 'a.png'), '?topic=fixed')).body.data.file;
      expect(first.url).toBe('/storage/fixed/fixed.png');
      // Same generated name, other content: a new name with the content's sha1, the first file untouched.
      const second = (await upload(form(blue, 'b.png'), '?topic=fixed')).body.data.file;
      expect(second.url).toBe(`/storage/fixed/fixed-${second.sha1}.png`);
      // Another member, too; and parallel uploads never share a name.
      const [third, fourth] = await Promise.all([
        upload(form(green, 'c.png'), '?topic=fixed', 'en', otherToken),
        upload(form(await image('#ff0'), 'd.png'), '?topic=fixed'),
      ]);
      const urls = [first.url, second.url, third.body.data.file.url, fourth.body.data.file.url];
      expect(new Set(urls).size).toBe(4);
      const storage = new LocalStorage();
      expect(await storage.read(first.url)).toEqual(red);
      expect(await storage.read(second.url)).toEqual(blue);
      expect(await storage.read(third.body.data.file.url)).toEqual(green);

      // A file already on disk without a row is not replaced either.
      await storage.put('/storage/orphan/fixed.png', green);
      const beside = (await upload(form(red, 'e.png'), '?topic=orphan')).body.data.file;
      expect(beside.url).toBe(`/storage/orphan/fixed-${beside.sha1}.png`);
      expect(await storage.read('/storage/orphan/fixed.png')).toEqual(green);

      // Only names made from the content are cached for good.
      const served = async (url: string) =>
        (await serveStoredFile(t.db, url.slice('/storage/'.length))).headers.get('cache-control');
      expect(await served(first.url)).toBe('public, no-cache');
      expect(await served(second.url)).toBe('public, max-age=31536000, immutable');
    } finally {
      await t.db
        .updateTable('config')
        .set({ value: '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}' })
        .where('name', '=', 'upload_save_name')
        .execute();
    }
  });

  it('refuses content that does not match its suffix, markup and scripts', async () => {
    const spoofs: Array<[string | Uint8Array, string]> = [
      ['<html><body><script>alert(1)</script></body></html>', 'evil.png'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'evil.png'],
      ['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', 'evil.jpg'],
      ['alert(document.cookie)', 'evil.gif'],
      ['<?php system($_GET["c"]); ?>', 'shell.png'],
      ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'image.svg'],
      ['<html></html>', 'page.html'],
      [png, 'image.svg'],
      [png, 'photo.zip'],
      [png, 'run.exe'],
      [png, 'notes.txt'],
      ['plain text', 'notes.txt'],
      [png, 'noext'],
    ];
    for (const [content, name] of spoofs) {
      const res = await upload(form(content, name));
      expect(res.status).toBe(200);
      expect(res.body, name).toMatchObject({ code: 0, msg: 'This type of file is not allowed.' });
    }
    const zh = await upload(form('<html></html>', 'x.png'), '', 'zh-cn');
    expect(zh.body.msg).toBe('不允许上传该类型的文件。');
  });

  /** `png` whose header announces another size (the IHDR chunk rewritten, its CRC too): nothing behind it. */
  const announcing = (width: number, height: number) => {
    const bytes = new Uint8Array(png);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    view.setUint32(29, crc32(bytes.subarray(12, 29)));
    return bytes;
  };

  it('refuses images whose header announces too many pixels, before decoding them', async () => {
    const huge = announcing(10_000, 9_980);
    expect(huge.byteLength).toBeLessThan(1024);
    const res = await upload(form(huge, 'huge.png'));
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'The image is too large: it can have at most 40 megapixels.',
      data: null,
    });
    const zh = await upload(form(huge, 'huge.png'), '', 'zh-cn');
    expect(zh.body.msg).toBe('图片像素过多，最多 40 百万像素。');
    // An avatar far sooner: 6 megapixels is fine elsewhere (it does not decode, though), too many for an avatar.
    const avatar = await upload(form(announcing(3_000, 2_000), 'me.png'), '?topic=avatar');
    expect(avatar.body.msg).toBe('The image is too large: it can have at most 4 megapixels.');
    const elsewhere = await upload(form(announcing(3_000, 2_000), 'me.png'), '?topic=default');
    expect(elsewhere.body.msg).toBe('The file is not a valid image.');
  });

  it('refuses an image that does not decode', async () => {
    const broken = new Uint8Array([...png.subarray(0, 60), ...new Uint8Array(200).fill(7)]);
    const res = await upload(form(broken, 'broken.png'));
    expect(res.body).toMatchObject({ code: 0, msg: 'The file is not a valid image.' });
  });

  it('refuses files over the configured size; bodies far over it are cut off', async () => {
    await t.db.updateTable('config').set({ value: '1kb' }).where('name', '=', 'upload_max_size').execute();
    try {
      const res = await upload(form(new Uint8Array(1500).fill(1), 'big.zip'));
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toBe('The file is too large (0 MiB). The maximum size is 0 MiB.');
      // Sent as text (all bytes are ASCII): undici's FormData body stream cannot be cancelled cleanly in-process.
      const encoded = new Response(form(new Uint8Array(2 * 1024 * 1024), 'huge.zip'));
      const huge = await call(t.db, '/api/ajax/upload', {
        body: new TextDecoder().decode(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
        token,
      });
      expect(huge.status).toBe(413);
      expect(huge.body.code).toBe(0);
    } finally {
      await t.db.updateTable('config').set({ value: '10mb' }).where('name', '=', 'upload_max_size').execute();
    }
    const res = await upload(form(new Uint8Array(10 * 1024 * 1024 + 1), 'big.zip'));
    expect(res.body.msg).toBe('The file is too large (10 MiB). The maximum size is 10 MiB.');
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Uint8Array(18)]);
    const ok = await upload(form(zip, 'archive.zip'));
    expect(ok.body.data.file).toMatchObject({ mimetype: 'application/zip', width: 0, height: 0, suffix: 'zip' });
  });

  it('checks driver, topic and the presence of a file', async () => {
    const driver = await upload(form(png, 'a.png'), '?driver=oss');
    expect(driver.body).toMatchObject({ code: 0, msg: 'Storage driver not supported: oss' });
    const driverZh = await upload(form(png, 'a.png', { driver: '<b>qiniu</b>' }), '', 'zh-cn');
    expect(driverZh.body.msg).toBe('不支持该存储驱动：bqiniub');
    for (const topic of ['../etc', 'a/b', 'x'.repeat(31), '中文', 'a b']) {
      const res = await upload(form(png, 'a.png', { topic }));
      expect(res.body, topic).toMatchObject({ code: 0, msg: 'The upload folder name is not valid.' });
    }
    const none = new FormData();
    none.append('file', 'not a file');
    expect((await upload(none)).body.msg).toBe('No file was uploaded.');
    expect((await upload(form(new Uint8Array(0), 'empty.png'))).body.msg).toBe('No file was uploaded.');
    const json = await call(t.db, '/api/ajax/upload', { body: { file: 'x' }, token, lang: 'en' });
    expect(json.body).toMatchObject({ code: 0, msg: 'No file was uploaded.' });
  });

  it('serves other files as downloads and answers 404 for unknown paths and traversal', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Uint8Array(18).fill(1)]);
    const res = await upload(form(zip, '报告 final.zip'), '?topic=files');
    const { url } = res.body.data.file;
    const served = await serveStoredFile(t.db, url.slice('/storage/'.length));
    expect(served.headers.get('content-type')).toBe('application/zip');
    expect(served.headers.get('content-disposition')).toMatch(
      /^attachment; filename="__ final.zip"; filename\*=UTF-8''%E6%8A%A5%E5%91%8A%20final\.zip$/,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    for (const path of [
      undefined,
      '',
      'files/19990101/nothing.zip',
      '../concierge.sqlite',
      '../../etc/passwd',
      'files/../../concierge.sqlite',
      '..%2f..%2fetc%2fpasswd',
      '/etc/passwd',
      'files\\..\\..\\x',
      'files/%00.zip',
      `${url.slice('/storage/'.length)}/..`,
      `${url.slice('/storage/'.length)}%00`,
    ]) {
      const response = await serveStoredFile(t.db, path);
      expect(response.status, String(path)).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // A row whose file is missing is a 404 too.
    await new LocalStorage().delete(url);
    expect(await new LocalStorage().exists(url)).toBe(false);
    expect(await new LocalStorage().exists('/storage/../concierge.sqlite')).toBe(false);
    expect((await serveStoredFile(t.db, url.slice('/storage/'.length))).status).toBe(404);
  });
});
