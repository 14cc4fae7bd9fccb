<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * Joomla prints its `core.js` in the head as a plain script, which holds the page's first paint until it has
 * loaded, although every script of Joomla's that needs it is deferred or a module. Deferred, it runs in the same
 * place among those (deferred scripts and modules run in the page's order once it is parsed), and the page
 * paints without waiting for it. It stays as printed where something may need `Joomla` at another moment than
 * before: a script that would run before it once deferred (one after it that runs at once, one before it that
 * is deferred, any `async` one) whose code names `Joomla` or cannot be read here (a file), or a handler in the
 * markup calling it (`onclick="Joomla.submitbutton(…)"`), which a shopper could fire while the page is parsed.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class JoomlaCore
{
    private const FILE = '#/media/system/js/core(\.min)?\.js(\?|$)#';

    /** A call of Joomla's API in the markup (a handler, a `javascript:` address). */
    private const CALL = '#\bJoomla\s*\.\s*\w+\s*\(#';

    /** `$html` with Joomla's core script deferred where nothing on the page needs it earlier. */
    public static function deferred(string $html): string
    {
        $core = null;
        $index = 0;
        $needsItEarlier = false;
        $markup = ElementScanner::replace($html, 'script', static function (string $attributes, string $code) use (&$core, &$index, &$needsItEarlier): string {
            $named = ElementScanner::attributes($attributes);
            if ($core === null && self::isBlockingCore($named)) {
                $core = $index;
            } elseif (ScriptElement::runs($named) && !isset($named['nomodule'])) {
                $src = isset($named['src']);
                $deferred = ScriptElement::isModule($named) || ($src && isset($named['defer']));
                $async = isset($named['async']) && ($src || ScriptElement::isModule($named));
                // Before core, a deferred script ran after it; after core, one that runs at once did.
                $movesAhead = $async || ($core === null ? $deferred : !$deferred);
                // Code PCRE cannot read counts as naming it.
                $needsItEarlier = $needsItEarlier || ($movesAhead && ($src || preg_match('#\bJoomla\b#', $code) !== 0));
            }
            $index++;

            return '';
        });
        if ($core === null || $needsItEarlier || preg_match(self::CALL, $markup) !== 0) {
            return $html;
        }
        $index = 0;

        return ElementScanner::replace($html, 'script', static function (string $attributes, string $code, string $element) use ($core, &$index): string {
            return $index++ === $core ? '<script' . $attributes . ' defer>' . $code . '</script>' : $element;
        });
    }

    /** @param array<string, string> $named */
    private static function isBlockingCore(array $named): bool
    {
        return ScriptElement::isClassic($named) && preg_match(self::FILE, $named['src'] ?? '') && !isset($named['defer']) && !isset($named['async']);
    }
}
