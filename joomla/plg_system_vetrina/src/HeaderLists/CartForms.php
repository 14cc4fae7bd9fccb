<?php

/**
 * Puts the list buttons after each of VirtueMart's add-to-cart forms (product cards and the product page),
 * on the rendered page, so stock templates need no override.
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

            return $form[0] . Markup::addButtons(['id' => (int) $id[1], 'name' => $name]);
        }, $body);
    }
}
