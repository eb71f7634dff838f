/** Dates of the news and terms pages: written once in `@xingheng/shared` (`formatChineseDate`). */
export { formatChineseDate } from '@xingheng/shared';
