/** The stock VirtueMart template sets the stock-markup suites run on, and where the shop lives for them. */
import { STOCK_SETS, type ShopOptions, type TemplateSet } from '../../fixtures/server/shop.ts';

export { STOCK_SETS };

/** The sub-folder of every stock-set shop: every call must stay under it. */
export const SUB_FOLDER = '/negozio';

export const stockShop = (templates: TemplateSet): ShopOptions => ({ templates, base: SUB_FOLDER });
