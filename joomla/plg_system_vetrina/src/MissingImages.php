<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * VirtueMart's legacy templates still ask Joomla for images Joomla 4 and 5 no longer ship: the customfields'
 * help icon (`HTMLHelper::tooltip(…, 'tooltip.png')`) and the product page's print, PDF and e-mail buttons
 * (`media/system/images/printButton.png`, …). For a file it cannot find Joomla prints `<img src="" alt="…">`,
 * which its SEF plugin makes `src="{root}/"`. The browser then fetches the home page (or, without SEF, the
 * page itself) as an image: a whole page run in the shopper's session, racing the page's own, which can leave
 * the session without the form token the page printed (the shopper's next form is refused), and a broken
 * image where the icon was. The plugin prints the help icon inline and, for the others, their alternative
 * text, which is what the browser showed of them.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class MissingImages
{
    /** Bootstrap Icons' info-circle, as VirtueMart's bs5 customfields print it; the title around it names it. */
    public const HELP_ICON = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" fill="currentColor" class="bi bi-info-circle" viewBox="0 0 16 16" aria-hidden="true" focusable="false">'
        . '<path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16"/>'
        . '<path d="m8.93 6.588-2.29.287-.082.38.45.083c.294.07.352.176.288.469l-.738 3.468c-.194.897.105 1.319.808 1.319.545 0 1.178-.252 1.465-.598l.088-.416c-.2.176-.492.246-.686.246-.275 0-.375-.193-.304-.533zM9 4.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0"/>'
        . '</svg>';

    /** The alternative text `HTMLHelper::tooltip` gives its image. */
    private const HELP_ALT = 'Tooltip';

    /**
     * The page with each image Joomla could not find replaced; `$root` is the site's path (`Uri::root(true)`: ''
     * or '/negozio'). Null where PCRE gave up (its pattern reads one tag at a time, so only on a page no shop prints).
     */
    public static function replace(string $html, string $root): ?string
    {
        // Joomla's image layout prints the address first, then the other attributes.
        $missing = '#<img src="(?:' . preg_quote(htmlspecialchars($root, ENT_QUOTES), '#') . '/)?"((?:\s+[\w-]+="[^"]*")*)\s*/?>#';

        return preg_replace_callback(
            $missing,
            static function (array $m): string {
                $alt = preg_match('#\salt="([^"]*)"#', $m[1], $found) ? $found[1] : '';

                return $alt === self::HELP_ALT ? self::HELP_ICON : $alt;
            },
            $html
        );
    }
}
