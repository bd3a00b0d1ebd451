import { articleRoute } from '@/screens/articles/articleRoute';

export const revalidate = 3600;

/** A story: an article whose first content tag is anything but `news` (screens/articles/). */
const route = articleRoute('stories');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.ArticlePage;
