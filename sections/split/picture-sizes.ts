/** How wide the split draws its picture: one of two columns on wide screens (split.css), the whole width below. */
export const PICTURE_SIZES = '(min-width: 76rem) 34rem, (min-width: 861px) calc(50vw - 4rem), calc(100vw - 2.5rem)';
