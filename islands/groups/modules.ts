import * as categoryTree from '../category-tree/index.ts';
import * as submitOnChange from '../submit-on-change/index.ts';

/** Behaviours of VirtueMart's own modules, which any page may show and theme pages do not have: one chunk, no React. */
export const islands = {
	'category-tree': categoryTree,
	'submit-on-change': submitOnChange,
};
