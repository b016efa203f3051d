/** How wide the hero draws its picture: half the content beside the copy on wide screens (hero.css), the whole width below. */
export const PICTURE_SIZES = '(min-width: 76rem) 34rem, (min-width: 861px) calc(50vw - 3.5rem), calc(100vw - 2.5rem)';
