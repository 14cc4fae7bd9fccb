<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * Live search on a stock template: the search field the plugin prints in the module position the site owner
 * picks (VirtueMart's search form, its hidden fields included, so it still searches without JavaScript), and
 * the `data-vetrina` mount point added to VirtueMart's own search module wherever that is published.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

use Joomla\CMS\Language\Text;
use Joomla\CMS\Router\Route;

final class SearchField
{
    /** VirtueMart's search results page, the one its search module submits to. */
    public const ACTION = 'index.php?option=com_virtuemart&view=category&search=true&virtuemart_category_id=0';

    /** A module of the list Joomla renders positions from, holding the field (rendered by mod_custom, as is). */
    public static function module(string $position): \stdClass
    {
        return (object) [
            'id'        => 0,
            'title'     => Text::_('PLG_SYSTEM_VETRINA_SEARCH_LABEL'),
            'module'    => 'mod_custom',
            'name'      => 'custom',
            'position'  => strtolower($position),
            'content'   => self::markup(Route::_(self::ACTION, false)),
            'showtitle' => 0,
            'params'    => '{"prepare_content":0}',
            'menuid'    => 0,
            'style'     => null,
        ];
    }

    public static function markup(string $action): string
    {
        $e = static fn (string $text): string => htmlspecialchars($text, ENT_QUOTES, 'UTF-8');
        $label = $e(Text::_('PLG_SYSTEM_VETRINA_SEARCH_LABEL'));

        return '<form class="vetrina-search" action="' . $e($action) . '" method="get" role="search" data-vetrina="live-search">'
            . '<input type="search" name="keyword" aria-label="' . $label . '" placeholder="' . $label . '" data-minchars="' . SearchTerm::MIN_LENGTH
            . '" maxlength="' . SearchTerm::MAX_LENGTH . '" autocomplete="off" required>'
            . '<input type="hidden" name="option" value="com_virtuemart"><input type="hidden" name="view" value="category">'
            . '<input type="hidden" name="search" value="true"><input type="hidden" name="limitstart" value="0">'
            . '<input type="hidden" name="virtuemart_category_id" value="0">'
            . '<button type="submit">' . $e(Text::_('PLG_SYSTEM_VETRINA_SEARCH_BUTTON')) . '</button></form>';
    }

    /** VirtueMart's search module's form becomes a live-search mount point; its markup is otherwise kept. */
    public static function enhance(string $html): string
    {
        return preg_replace('/<form\b(?![^>]*\bdata-vetrina=)/i', '<form data-vetrina="live-search"', $html, 1) ?? $html;
    }
}
