/** Small builders for Lexical's saved JSON: the CMS's own, which new sites' starter pages are written with too. */
export { bold, bulletList, heading, paragraph, richText } from '@dealer/cms/onboarding/lexical'
