<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * Live search sends a query per pause in typing, so a person stays far below a session's budget of searches;
 * a script hammering the product tables does not, and gets refused until its budget has room again. A client
 * that keeps no cookie starts a new session with each request: those searches count against its address.
 *
 * The searches of each budget are kept in the plugin's table (`#__vetrina_search_rate`, never served over
 * HTTP), each budget's row locked while it is counted: the searches of one client arrive in parallel.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

use Joomla\Database\DatabaseInterface;

final class SearchRate
{
    /** A session's budget: this many searches in any second. */
    public const SESSION = ['limit' => 10, 'seconds' => 1];

    /** An address's budget for searches that come without a session the shop knows: this many in any ten seconds. */
    public const ADDRESS = ['limit' => 10, 'seconds' => 10];

    private const TABLE = '#__vetrina_search_rate';

    /** A row unused this long is nobody's budget any more. */
    private const FORGET_AFTER = 60;

    public function __construct(private DatabaseInterface $db)
    {
    }

    /**
     * The times of a budget's searches with this one added, or null when `$limit` searches already fall in the
     * `$seconds` before `$now`.
     *
     * @param float[] $times
     * @return ?float[]
     */
    public static function admit(array $times, float $now, int $limit, float $seconds): ?array
    {
        $recent = array_values(array_filter($times, static fn ($time) => \is_float($time) || \is_int($time) ? $now - $time < $seconds : false));
        if (\count($recent) >= $limit) {
            return null;
        }
        $recent[] = $now;

        return $recent;
    }

    /**
     * Takes a search from the budget of `$client` (a hash naming a session or an address): whether it is
     * admitted. A database that cannot count must not take the shop's search down with it: admitted then.
     *
     * @param array{limit: int, seconds: int} $budget
     */
    public function take(string $client, array $budget, float $now): bool
    {
        $db = $this->db;
        $table = $db->quoteName(self::TABLE);
        $none = '[]';
        $db->transactionStart();
        try {
            // The row is there before it is locked: a new client's parallel searches then wait on one row.
            $db->setQuery($db->createQuery()->setQuery("INSERT IGNORE INTO $table (client, times, seen) VALUES (:client, :times, :seen)")
                ->bind(':client', $client)->bind(':times', $none)->bind(':seen', $now))->execute();
            $times = $db->setQuery($db->createQuery()->setQuery("SELECT times FROM $table WHERE client = :client FOR UPDATE")->bind(':client', $client))->loadResult();
            $next = self::admit((array) json_decode((string) $times, true), $now, $budget['limit'], $budget['seconds']);
            if ($next !== null) {
                $kept = json_encode($next);
                $db->setQuery($db->createQuery()->setQuery("UPDATE $table SET times = :times, seen = :seen WHERE client = :client")
                    ->bind(':times', $kept)->bind(':seen', $now)->bind(':client', $client))->execute();
            }
            $db->transactionCommit();
        } catch (\RuntimeException $failure) {
            $db->transactionRollback();

            return true;
        }

        return $next !== null;
    }

    /** Drops the rows of budgets nobody has used for a while. */
    public function forgetIdle(float $now): void
    {
        $idle = $now - self::FORGET_AFTER;
        $query = $this->db->createQuery()
            ->delete($this->db->quoteName(self::TABLE))
            ->where($this->db->quoteName('seen') . ' < :idle')
            ->bind(':idle', $idle);
        $this->db->setQuery($query)->execute();
    }
}
