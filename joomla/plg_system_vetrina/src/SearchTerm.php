<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * What a shopper typed into a search field, made safe to search for: one line of at most MAX_LENGTH
 * characters (a pasted novel costs the database nothing), split into at most MAX_WORDS words. Plain PHP,
 * so the rules can be tested on their own.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class SearchTerm
{
    public const MAX_LENGTH = 64;

    public const MIN_LENGTH = 2;

    /** Each word is one more condition on every product row searched. */
    public const MAX_WORDS = 5;

    /** The words of a typed term; none when it is shorter than MIN_LENGTH or not UTF-8. */
    public static function words(string $typed): array
    {
        // Control and format characters (a pasted NUL, a zero-width joiner) are spaces here.
        $line = trim((string) preg_replace('/[\p{C}\s]+/u', ' ', $typed));
        $line = trim(mb_substr($line, 0, self::MAX_LENGTH));
        if (mb_strlen($line) < self::MIN_LENGTH) {
            return [];
        }

        return \array_slice(explode(' ', $line), 0, self::MAX_WORDS);
    }

    /** A LIKE pattern holding the text after `$before`, the text's own `%`, `_` and `\` taken literally. */
    public static function like(string $text, string $before = '%'): string
    {
        return $before . addcslashes($text, '%_\\') . '%';
    }
}
