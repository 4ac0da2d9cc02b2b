import useSWR from 'swr';

// The nine categories and the colour catalogue live once, in the backend (GET /api/categories).
export function useCatalog() {
  const { data, error, isLoading } = useSWR('/api/categories');
  return {
    categories: data?.categories ?? [],
    colors: data?.colors,
    tabletColors: data?.tabletColors,
    unknownColor: data?.unknownColor,
    error,
    isLoading,
  };
}

/** The route of a category name (e.g. Tablets -> /tablets); an unknown category maps to /. */
export function categoryPath(name, categories) {
  return categories.find((category) => category.name === name)?.path ?? '/';
}
