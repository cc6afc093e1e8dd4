import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips, a native library), loaded when an image is first resized or cleaned rather than at start-up:
 * it was a tenth of a second of every cold start, and most starts of a scaled-to-zero service serve no photo.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
