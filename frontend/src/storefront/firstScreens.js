// What each storefront route (lib/paths.js PATHS) shows first: the API answers the screen
// reads, which the server embeds in the page, and the page's head once they are known. Built from the helpers
// the pages themselves use, so the server asks the URLs the app would ask and writes the titles the app sets.
// Server-only (firstScreen.js runs them for serverRender.jsx): the browser's bundle does not carry them.
import { ACTIVE_FEATURED_URL, CATEGORIES_URL, HOME_PRODUCTS_URL, productUrl } from '../lib/catalog';
import {
  categoryDescription,
  categoryTitle,
  COMPARE_TITLE,
  HOME_TITLE,
  NOT_FOUND_TITLE,
  ORDER_TITLE,
  PRODUCT_NOT_FOUND_TITLE,
  productDescription,
  productTitle,
  searchDescription,
  searchTitle,
  TRACK_TITLE,
} from '../lib/pageTitles';
import { compactCardProduct, gridCardProduct } from '../components/product/cardProduct';
import { CARD_SIZES, FEATURED_SIZES, GALLERY_SIZES, pictureSources, srcSetOf } from '../lib/pictureSources';
import { productImages } from '../lib/productRules';
import { categoryFirstPageUrl } from './category/pageConfig';
import {
  CATEGORY_PAGE_CHUNK,
  HOME_LANDING_CHUNK,
  PRODUCT_DETAIL_CHUNK,
  SEARCH_RESULTS_CHUNK,
} from './firstScreenChunks';
import { homeQuery } from './home/homeQuery';
import { searchFirstPageUrl } from './home/searchQuery';
import { PATHS, productPath } from '../lib/paths';

const firstImage = (product) => productImages(product)[0] ?? '';

/** The head's lead picture: `url` of `product`, with its srcset and sizes when it is an uploaded photo, so the
 * preload fetches the rendition the <img> will pick, not the original. */
function leadPicture(product, url, sizes) {
  const srcSet = srcSetOf(pictureSources(product, url)) ?? '';
  return { leadImage: url ?? '', leadImageSrcset: srcSet, leadImageSizes: srcSet ? sizes : '' };
}
/** A listing's lead picture: its first product's, at the size its card draws it. */
function listingLead(page) {
  const first = page?.results[0];
  return first ? leadPicture(first, firstImage(first), CARD_SIZES) : {};
}
/** A listing's first page as embedded: its products with what their cards read. */
function listingEmbedded(url, answers) {
  const page = answers[url];
  return page ? { [url]: { ...page, results: page.results.map(gridCardProduct) } } : {};
}
const absolute = (url, origin) => (url ? new URL(url, origin).href : '');

/** A page whose first screen the app fetches itself: its title and whether search engines may index it. */
function pageScreen(title, { indexable = true } = {}) {
  return { reads: () => [], head: () => ({ title, indexable }) };
}

const notFoundScreen = {
  reads: () => [],
  head: () => ({ status: 404, title: NOT_FOUND_TITLE, indexable: false, renderable: true }),
};

/** Home: the featured item and the category carousels; with ?q= the search's first page of results, as the page
 * asks it (its filters and facets too). Each card's product is embedded with what the card reads. */
const homeScreen = {
  reads: ({ search }) => {
    if (homeQuery(search)) return [{ url: searchFirstPageUrl(search) }];
    return search.size === 0 ? [{ url: ACTIVE_FEATURED_URL }, { url: HOME_PRODUCTS_URL }] : [];
  },
  head: ({ search, answers }) => {
    const query = homeQuery(search);
    if (query) {
      return {
        title: searchTitle(query),
        description: searchDescription(query),
        indexable: false,
        renderable: true,
        ...listingLead(answers[searchFirstPageUrl(search)]),
        chunk: SEARCH_RESULTS_CHUNK,
      };
    }
    if (search.size > 0) return { title: HOME_TITLE };
    const featured = answers[ACTIVE_FEATURED_URL];
    return {
      title: HOME_TITLE,
      renderable: true,
      ...leadPicture(featured?.product, featured?.product?.imageUrl, FEATURED_SIZES),
      chunk: HOME_LANDING_CHUNK,
    };
  },
  embedded: ({ search, answers }) => {
    if (homeQuery(search)) return listingEmbedded(searchFirstPageUrl(search), answers);
    const sections = answers[HOME_PRODUCTS_URL];
    if (!sections) return {};
    return {
      [HOME_PRODUCTS_URL]: sections.map((section) => ({
        ...section,
        products: section.products.map(compactCardProduct),
      })),
    };
  },
};

/** A product page. A missing or hidden product is embedded as null: the page shows Product Not Found for it. */
const productScreen = {
  reads: ({ params }) => [{ url: productUrl(params.id), nullOn: [404] }],
  head: ({ params, answers, origin }) => {
    const product = answers[productUrl(params.id)];
    if (!product) return { status: 404, title: PRODUCT_NOT_FOUND_TITLE, indexable: false, renderable: true };
    return {
      title: productTitle(product),
      description: productDescription(product),
      image: absolute(product.imageUrl, origin),
      ...leadPicture(product, firstImage(product), GALLERY_SIZES),
      structuredData: productStructuredData(product, origin),
      renderable: true,
      chunk: PRODUCT_DETAIL_CHUNK,
    };
  },
};

function productStructuredData(product, origin) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [absolute(product.imageUrl, origin)],
    sku: product.model,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    offers: {
      '@type': 'Offer',
      url: absolute(productPath(product.id), origin),
      priceCurrency: 'USD',
      price: product.price,
      availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    },
  };
}

const categoryNamed = (slug, answers) =>
  answers[CATEGORIES_URL]?.categories.find((category) => category.path === `/${slug}`);

/** /:slug: a category page when the slug names a category (the categories answer says), else Not Found. Its first
 * page of products is the one its URL's search, filters and sort ask, with their facets, embedded with what the
 * cards read. */
const categoryScreen = {
  reads: ({ params, search, answers }) => {
    const category = categoryNamed(params.slug, answers);
    return category ? [{ url: categoryFirstPageUrl(category.name, search) }] : [];
  },
  head: ({ params, search, answers }) => {
    if (!answers[CATEGORIES_URL]) return {};
    const category = categoryNamed(params.slug, answers);
    if (!category) return notFoundScreen.head();
    return {
      title: categoryTitle(category.name),
      description: categoryDescription(category.name),
      renderable: true,
      ...listingLead(answers[categoryFirstPageUrl(category.name, search)]),
      chunk: CATEGORY_PAGE_CHUNK,
    };
  },
  embedded: ({ params, search, answers }) => {
    const category = categoryNamed(params.slug, answers);
    return category ? listingEmbedded(categoryFirstPageUrl(category.name, search), answers) : {};
  },
};

/** Each storefront path's first screen. */
export const STOREFRONT_FIRST_SCREENS = {
  [PATHS.home]: homeScreen,
  [PATHS.product]: productScreen,
  [PATHS.products]: productScreen,
  [PATHS.order]: pageScreen(ORDER_TITLE, { indexable: false }),
  [PATHS.compare]: pageScreen(COMPARE_TITLE, { indexable: false }),
  [PATHS.track]: pageScreen(TRACK_TITLE),
  [PATHS.category]: categoryScreen,
  [PATHS.notFound]: notFoundScreen,
};
