<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * Puts the list buttons at the end of each of VirtueMart's add-to-cart forms (product cards and the product
 * page), on the rendered page, so stock templates need no override. Inside the form, not after it: bs5's
 * form fills its card (`h-100`), and what follows it overflowed onto the next row's product.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

use Vetrina\Plugin\System\Vetrina\ElementScanner;

final class CartForms
{
    /** VirtueMart's add-to-cart form: `<form class="product js-recalculate …">`, its product id and name inside. */
    private const CLASS_PRODUCT = '#\bclass="product\b#';

    public static function withListButtons(string $body): string
    {
        return ElementScanner::replace($body, 'form', static function (string $attributes, string $content, string $form): string {
            if (!preg_match(self::CLASS_PRODUCT, $attributes) || !preg_match('#name="virtuemart_product_id\[\]"\s+value="(\d+)"#', $content, $id)) {
                return $form;
            }
            $name = preg_match('#name="pname"\s+value="([^"]*)"#', $content, $pname) ? html_entity_decode($pname[1], ENT_QUOTES | ENT_HTML5, 'UTF-8') : '';

            $closing = (int) strrpos($form, '</');

            return substr($form, 0, $closing) . Markup::addButtons(['id' => (int) $id[1], 'name' => $name]) . substr($form, $closing);
        });
    }
}
