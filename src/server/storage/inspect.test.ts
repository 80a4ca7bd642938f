import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize, inspectUpload, looksLikeMarkup } from './inspect';

const rules = { allowedSuffixes: ['jpg', 'png', 'bmp', 'jpeg', 'gif', 'webp', 'zip', 'txt'], allowedMimeTypes: [] };
const text = (value: string) => new TextEncoder().encode(value);

function bmp(width: number, height: number): Uint8Array {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const bytes = new Uint8Array(54 + rowSize * height);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  return bytes;
}

describe('upload inspection', () => {
  it('accepts real images with their size, whatever the case of the suffix', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 5, height: 7, channels: 3, background: '#123' } })
        .jpeg()
        .toBuffer(),
    );
    expect(await inspectUpload(jpeg, 'a.JPEG', rules)).toEqual({
      suffix: 'jpeg',
      mimetype: 'image/jpeg',
      width: 5,
      height: 7,
    });
    expect(await inspectUpload(bmp(3, 2), 'a.bmp', rules)).toMatchObject({
      mimetype: 'image/bmp',
      width: 3,
      height: 2,
    });
    expect(await imageSize(text('BM nonsense'), 'bmp')).toBeUndefined();
  });

  it('refuses markup in any disguise, and disagreeing magic bytes', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    expect(await inspectUpload(png, 'a.jpg', rules)).toEqual({ refused: 'format' });
    expect(await inspectUpload(text('<!DOCTYPE html><p>x'), 'a.txt', rules)).toEqual({ refused: 'format' });
    expect(await inspectUpload(text('hello'), 'a.txt', rules)).toMatchObject({ mimetype: 'text/plain' });
    expect(await inspectUpload(png, 'a.svg', { ...rules, allowedSuffixes: ['svg'] })).toEqual({ refused: 'format' });
    expect(await inspectUpload(png, 'a.png', { allowedSuffixes: [], allowedMimeTypes: ['image/png'] })).toMatchObject({
      mimetype: 'image/png',
    });
    expect(looksLikeMarkup(text('  <SVG onload=alert(1)>'))).toBe(true);
    expect(looksLikeMarkup(text('\uFEFF<?php echo 1;'))).toBe(true);
    expect(looksLikeMarkup(text('a < b and c > d'))).toBe(false);
  });
});
