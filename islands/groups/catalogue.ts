import * as rating from '../rating/index.ts';
import * as productForm from '../product-form/index.ts';
import * as listButton from '../list-button/index.ts';
import * as variants from '../variants/index.ts';
import * as productCard from '../product-card/index.ts';
import * as quickView from '../quick-view/index.ts';
import * as frameModal from '../frame-modal/index.ts';
import * as productDetails from '../product-details/index.ts';
import * as filters from '../filters/index.ts';
import * as sortForm from '../sort-form/index.ts';
import * as orderbySelect from '../orderby-select/index.ts';

/** The islands of product listings and product pages: one chunk, so a page fetches a few files, not one per island. */
export const islands = {
	rating,
	'product-form': productForm,
	'list-button': listButton,
	variants,
	'product-card': productCard,
	'quick-view': quickView,
	'frame-modal': frameModal,
	'product-details': productDetails,
	filters,
	'sort-form': sortForm,
	'orderby-select': orderbySelect,
};
