<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * Finds the elements of one tag in a rendered page and replaces them, in time linear in the page's length.
 * A pattern such as `<script…>(.*?)</script>` backtracks once per character of the element's content: on a
 * page holding a script or a form of about a megabyte it hits PCRE's backtrack limit, and preg_replace()
 * answers null. Here the page is read once with strpos() over a lower-cased copy, whatever its size.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class ElementScanner
{
    /**
     * `$html` with each `<$tag …>…</$tag>` element replaced by what `$replace(string $attributes, string
     * $content, string $element)` returns (`$attributes` as written after the tag's name, leading space
     * included). An element returned as '' goes with the white space after it. An element left unclosed, and
     * all after it, is kept as it is.
     */
    public static function replace(string $html, string $tag, callable $replace): string
    {
        // ASCII lower-casing keeps every byte where it was: offsets in one are offsets in the other.
        $lower = strtolower($html);
        $open = '<' . strtolower($tag);
        $close = '</' . strtolower($tag);
        $out = '';
        $copied = 0;
        $from = 0;
        while (($start = strpos($lower, $open, $from)) !== false) {
            $name = $start + \strlen($open);
            // `<scripts>` or `<formula>` is another element.
            if (strspn($lower, "> \t\n\r\f/", $name, 1) === 0) {
                $from = $name;
                continue;
            }
            $tagEnd = strpos($lower, '>', $name);
            $end = $tagEnd === false ? false : strpos($lower, $close, $tagEnd + 1);
            $endEnd = $end === false ? false : strpos($lower, '>', $end);
            if ($endEnd === false) {
                break;
            }
            $replaced = $replace(substr($html, $name, $tagEnd - $name), substr($html, $tagEnd + 1, $end - $tagEnd - 1), substr($html, $start, $endEnd + 1 - $start));
            $out .= substr($html, $copied, $start - $copied) . $replaced;
            $copied = $endEnd + 1;
            if ($replaced === '') {
                $copied += strspn($html, " \t\n\r\f", $copied);
            }
            $from = $copied;
        }

        return $out . substr($html, $copied);
    }

    /**
     * The attributes of an element as `replace()` hands them over: lower-cased names to decoded values, '' for
     * one without a value (`defer`). The first of a name counts, as in a browser.
     *
     * @return array<string, string>
     */
    public static function attributes(string $attributes): array
    {
        preg_match_all('/([^\s"\'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+)))?/', $attributes, $found, PREG_SET_ORDER);
        $named = [];
        foreach ($found as $attribute) {
            $named[strtolower($attribute[1])] ??= html_entity_decode(($attribute[2] ?? '') . ($attribute[3] ?? '') . ($attribute[4] ?? ''), ENT_QUOTES | ENT_HTML5, 'UTF-8');
        }

        return $named;
    }
}
