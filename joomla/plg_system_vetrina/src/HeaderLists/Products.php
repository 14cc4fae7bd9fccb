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
use Joomla\CMS\Uri\Uri;
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

    /**
     * What a list's page compares of each product, as VirtueMart's product page shows it to this shopper: its
     * first picture, its sales price (in the shop's currency, with tax as the shop's prices include it), SKU,
     * manufacturer, availability, and the custom fields that are no choice at the cart (a material, a size
     * printed as a property) by title, as the product page displays them. `choose` marks a product whose add to
     * cart needs a choice first (a variant, an option, a text to fill in).
     *
     * @param int[] $ids
     * @return array<int, array{id: int, name: string, description: string, url: string, image: string, price: string, sku: string, manufacturer: string, availability: string, fields: array<string, string>, choose: bool}>
     */
    public function sheet(array $ids): array
    {
        $products = $this->catalogue->visible($ids, true);
        if ($products === []) {
            return [];
        }
        // The strings of its availability and fields, which a com_ajax page has not loaded.
        \vmLanguage::loadJLang('com_virtuemart', true);
        $model = \VmModel::getModel('product');
        $model->addImages($products, 1);
        $currency = \CurrencyDisplay::getInstance();
        $showPrices = (bool) \VmConfig::get('show_prices', 1);
        $sheet = [];
        foreach ($products as $id => $product) {
            [$fields, $choose] = self::fields($product);
            $sheet[$id] = self::shown($product) + [
                'image'        => self::thumbnail($product->images[0] ?? null),
                'price'        => $showPrices && !empty($product->prices['salesPrice']) ? self::text($currency->priceDisplay($product->prices['salesPrice'])) : '',
                'sku'          => (string) ($product->product_sku ?? ''),
                'manufacturer' => self::text(implode(', ', (array) ($product->mf_name ?? ''))),
                'availability' => self::availability($model, $product),
                'fields'       => $fields,
                'choose'       => $choose,
            ];
        }

        return $sheet;
    }

    /** @return array{array<string, string>, bool} the displayed fields by title, and whether one is a choice */
    private static function fields(object $product): array
    {
        $customfields = (array) ($product->customfields ?? []);
        if ($customfields === []) {
            return [[], false];
        }
        // What the product page runs to print them: it fills each field's `display`.
        \VmModel::getModel('customfields')->displayProductCustomfieldFE($product, $customfields);
        $fields = [];
        $choose = false;
        foreach ($customfields as $field) {
            // A field the shopper fills in or picks from (`is_input`), or a variant: a choice. A cart attribute that is
            // no input is a property the cart line repeats, shown here.
            if (!empty($field->is_input) || \in_array($field->field_type ?? '', ['A', 'C'], true)) {
                $choose = true;
                continue;
            }
            $value = self::text($field->display ?? '');
            $title = self::text(\vmText::_((string) ($field->custom_title ?? '')));
            if ($value !== '' && $title !== '' && \in_array($field->field_type ?? '', ['S', 'P', 'B', 'D', 'T', 'X', 'Y', 'I'], true)) {
                $fields[$title] = isset($fields[$title]) ? $fields[$title] . ', ' . $value : $value;
            }
        }

        return [$fields, $choose];
    }

    /**
     * The address of a picture's thumbnail, made first where no page has shown it yet, as VirtueMart's own
     * listings do (`displayMediaThumb`); none for a product without a picture.
     */
    private static function thumbnail(mixed $image): string
    {
        if (!$image instanceof \VmImage || empty($image->virtuemart_media_id)) {
            return '';
        }
        $url = (string) $image->getFileUrlThumb();
        if ($url === '' || !is_file(JPATH_ROOT . '/' . $url)) {
            $url = (string) $image->createThumb();
        }
        if ($url === '' || preg_match('#^(https?:)?//#i', $url)) {
            return $url;
        }

        return Uri::root(true) . '/' . ltrim($url, '/');
    }

    /**
     * The product page's availability note (VirtueMart's `stockhandle` layout: out of stock, available from a
     * date), else, where the shop displays stock, its stock level's tip as its listings show it.
     */
    private static function availability(object $model, object $product): string
    {
        $note = self::text(\shopFunctionsF::renderVmSubLayout('stockhandle', ['product' => $product]));
        if ($note !== '' || !\VmConfig::get('display_stock', 1)) {
            return $note;
        }

        return self::text($model->getStockIndicator($product)->stock_tip ?? '');
    }

    private static function text(mixed $html): string
    {
        return trim(preg_replace('#\s+#u', ' ', html_entity_decode(strip_tags((string) $html), ENT_QUOTES | ENT_HTML5, 'UTF-8')) ?? '');
    }

    private static function shown(object $product): array
    {
        $id = (int) $product->virtuemart_product_id;

        return [
            'id'          => $id,
            // VirtueMart keeps names as HTML (`Cap &#34;Baseball&#34;`): text here, escaped where printed.
            'name'        => html_entity_decode((string) $product->product_name, ENT_QUOTES | ENT_HTML5, 'UTF-8'),
            'description' => (string) ($product->product_s_desc ?? ''),
            // VirtueMart's own link: in the product's category, as its listings link it.
            'url'         => Route::_((string) ($product->link ?? '') ?: 'index.php?option=com_virtuemart&view=productdetails&virtuemart_product_id=' . $id, false),
        ];
    }
}
