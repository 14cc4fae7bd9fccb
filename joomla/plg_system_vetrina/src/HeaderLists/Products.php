<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * What the lists show of a product: only what VirtueMart shows this shopper (the Catalogue), so an id sent by
 * anyone, or one kept from before the product was hidden, names nothing else.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

use Joomla\CMS\Router\Route;
use Vetrina\Plugin\System\Vetrina\Catalogue;

final class Products
{
    public function __construct(private Catalogue $catalogue)
    {
    }

    /**
     * @param int[] $ids
     * @return array<int, array{id: int, name: string, description: string, url: string}> keyed by id, in the order of $ids
     */
    public function find(array $ids): array
    {
        return array_map(self::shown(...), $this->catalogue->visible($ids));
    }

    public function one(int $id): ?array
    {
        $product = $this->catalogue->one($id);

        return $product === null ? null : self::shown($product);
    }

    private static function shown(object $product): array
    {
        $id = (int) $product->virtuemart_product_id;

        return [
            'id'          => $id,
            // VirtueMart keeps names as HTML (`Cap &#34;Baseball&#34;`): text here, escaped where printed.
            'name'        => html_entity_decode((string) $product->product_name, ENT_QUOTES | ENT_HTML5, 'UTF-8'),
            'description' => (string) ($product->product_s_desc ?? ''),
            'url'         => Route::_('index.php?option=com_virtuemart&view=productdetails&virtuemart_product_id=' . $id, false),
        ];
    }
}
