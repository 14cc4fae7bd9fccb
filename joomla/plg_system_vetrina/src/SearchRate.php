<?php

/**
 * Live search sends a query per pause in typing, so a person stays far below PER_SECOND searches a second;
 * a script hammering the product tables does not, and gets refused until its last second has passed.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class SearchRate
{
    public const PER_SECOND = 10;

    /**
     * The log (searcher => times of their searches in the last second) with this search added, or null when
     * the searcher already searched PER_SECOND times in the second before `$now`.
     */
    public static function admit(array $log, string $who, float $now): ?array
    {
        $recent = [];
        foreach ($log as $searcher => $times) {
            $kept = array_values(array_filter((array) $times, static fn ($time) => $now - (float) $time < 1.0));
            if ($kept !== []) {
                $recent[$searcher] = $kept;
            }
        }
        if (\count($recent[$who] ?? []) >= self::PER_SECOND) {
            return null;
        }
        $recent[$who][] = $now;

        return $recent;
    }

    /**
     * admit() on the log kept in `$file`, under an exclusive lock: the searches of one session arrive in
     * parallel, and Joomla's session data is written back at the end of each request, too late to count them.
     */
    public static function take(string $file, string $who, float $now): bool
    {
        $handle = @fopen($file, 'c+');
        if ($handle === false) {
            // An unwritable temporary folder must not take the shop's search down with it.
            return true;
        }
        flock($handle, LOCK_EX);
        $log = json_decode((string) stream_get_contents($handle), true);
        $next = self::admit(\is_array($log) ? $log : [], $who, $now);
        if ($next !== null) {
            ftruncate($handle, 0);
            rewind($handle);
            fwrite($handle, json_encode($next));
        }
        flock($handle, LOCK_UN);
        fclose($handle);

        return $next !== null;
    }
}
