<?php

/**
 * Puts the list buttons at the end of each of VirtueMart's add-to-cart forms (product cards and the product
 * page), on the rendered page, so stock templates need no override. Inside the form, not after it: bs5's
 * form fills its card (`h-100`), and what follows it overflowed onto the next row's product.
 */

namespace Vetrina\Plugin\System\Vetrina\HeaderLists;

\defined('_JEXEC') or die;

final class CartForms
{
    /** VirtueMart's add-to-cart form: `<form class="product js-recalculate …">`, its product id and name inside. */
    private const FORM = '#<form\b[^>]*\bclass="product\b[^"]*"[^>]*>.*?</form>#s';

    public static function withListButtons(string $body): string
    {
        return (string) preg_replace_callback(self::FORM, static function (array $form): string {
            if (!preg_match('#name="virtuemart_product_id\[\]"\s+value="(\d+)"#', $form[0], $id)) {
                return $form[0];
            }
            $name = preg_match('#name="pname"\s+value="([^"]*)"#', $form[0], $pname) ? html_entity_decode($pname[1], ENT_QUOTES | ENT_HTML5, 'UTF-8') : '';

            return substr($form[0], 0, -7) . Markup::addButtons(['id' => (int) $id[1], 'name' => $name]) . '</form>';
        }, $body);
    }
}
