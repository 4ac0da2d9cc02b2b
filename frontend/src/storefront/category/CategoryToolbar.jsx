import { lazyPart } from '../../components/LazyPart';

/**
 * A category page's search box, its own filter and the sort (ToolbarFields.jsx), hydrated once their chunk arrives:
 * the page's first paint does not wait for their code (components/LazyPart.jsx).
 */
const CategoryToolbar = lazyPart(() => import('./ToolbarFields'));

/** Loads the fields' chunk: a category page rendered in the browser waits for it (CategoryRoute.jsx). */
export const loadCategoryToolbar = () => CategoryToolbar.preload();

export default CategoryToolbar;
