<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * What a browser does with a `<script>` element, from its attributes (`ElementScanner::attributes()`): run it
 * as a classic script or a module, or keep it as data (JSON, `text/plain`).
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class ScriptElement
{
    /** The types of a classic script. */
    private const CLASSIC = ['', 'text/javascript', 'application/javascript'];

    /** @param array<string, string> $named */
    public static function isClassic(array $named): bool
    {
        return \in_array(self::type($named), self::CLASSIC, true);
    }

    /** @param array<string, string> $named */
    public static function isModule(array $named): bool
    {
        return self::type($named) === 'module';
    }

    /** Whether a browser runs it: a classic script or a module, not data. @param array<string, string> $named */
    public static function runs(array $named): bool
    {
        return self::isClassic($named) || self::isModule($named);
    }

    /** @param array<string, string> $named */
    private static function type(array $named): string
    {
        return strtolower(trim($named['type'] ?? ''));
    }
}
