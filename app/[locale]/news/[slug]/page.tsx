import { articleRoute } from '@/screens/articles/articleRoute';

export const revalidate = 3600;

/** A news article: an article whose first content tag is `news` (screens/articles/). */
const route = articleRoute('news');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.ArticlePage;
