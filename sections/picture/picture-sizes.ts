/** How wide the section draws its picture: the content's width, less the gutters on a narrow screen (styles/tokens.css). */
export const PICTURE_SIZES = '(min-width: 76rem) 72rem, calc(100vw - 4rem)';
