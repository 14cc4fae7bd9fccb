<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * What the shop shows this shopper of its products, asked of VirtueMart's own front-end product model: its
 * published, shopper-group, stock and language rules, and its own search. Every list, page and answer of the
 * plugin names products through here, so a product VirtueMart hides from a shopper (its product page answers
 * 404) is never named to that shopper by the plugin either, whatever id or word is sent.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class Catalogue
{
    /** VirtueMart's configuration helper, which loads the rest of VirtueMart's classes. */
    private const CONFIG = JPATH_ADMINISTRATOR . '/components/com_virtuemart/helpers/config.php';

    public static function available(): bool
    {
        return class_exists('VmConfig') || is_file(self::CONFIG);
    }

    public function __construct()
    {
        if (!class_exists('VmConfig')) {
            require_once self::CONFIG;
        }
        \VmConfig::loadConfig();
    }

    /**
     * The products of `$ids` this shopper may see, keyed by id in the order of `$ids`, as VirtueMart's product
     * page has them: with `$prices`, their prices calculated for this shopper.
     *
     * @param int[] $ids
     * @return array<int, object>
     */
    public function visible(array $ids, bool $prices = false): array
    {
        $model = \VmModel::getModel('product');
        $visible = [];
        foreach (array_unique(array_filter(array_map('intval', $ids))) as $id) {
            $product = $model->getProduct($id, true, $prices, true);
            // VirtueMart answers a product of another shopper group with an empty product marked `access`
            // false, an unpublished or sold-out-and-hidden one with false, a missing one without a slug.
            if (\is_object($product) && !empty($product->slug) && ($product->access ?? true) !== false && !empty($product->virtuemart_product_id)) {
                $visible[$id] = $product;
            }
        }

        return $visible;
    }

    /** @return ?object the product when this shopper may see it */
    public function one(int $id, bool $prices = false): ?object
    {
        return $id > 0 ? ($this->visible([$id], $prices)[$id] ?? null) : null;
    }

    /**
     * The ids of the products VirtueMart's own search finds for `$keyword` (in `$category`, or the whole shop
     * for 0), by its search fields and its rules for this shopper: the same products its results page lists.
     *
     * @return int[]
     */
    public function search(string $keyword, int $category): array
    {
        $model = \VmModel::getModel('product');
        $model->setKeyWord($keyword);
        // Every id, not one page of them: the answer counts them all and orders them itself.
        $model->_noLimit = true;

        return array_map('intval', (array) $model->sortSearchListQuery(true, $category > 0 ? $category : false));
    }
}
