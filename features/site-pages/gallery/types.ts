export type GalleryPhoto = {
  /** The full-size image, also the no-JavaScript link target. */
  src: string;
  thumb: string;
  /** Intrinsic size of `src`; the thumbnail keeps the same aspect ratio. */
  width: number;
  height: number;
  alt: string;
  caption: string;
};

export type GalleryLabels = {
  open: string;
  close: string;
  previous: string;
  next: string;
  /** Template with `{index}` and `{total}`, e.g. "Photo {index} of {total}". */
  counter: string;
};
