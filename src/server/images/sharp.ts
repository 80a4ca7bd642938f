/**
 * sharp (libvips), loaded on first use: only uploads and the click captcha decode or draw images, and loading it
 * costs the process about 20 MiB of resident memory (the libraries and their set-up) that a site serving pages
 * never needs.
 */
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
