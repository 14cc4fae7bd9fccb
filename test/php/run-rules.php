<?php

/**
 * Calls the plugin's plain-PHP rules for a list of calls (JSON on stdin: [[rule, ...args], …]) and prints their
 * results (JSON on stdout); a rule that throws prints `{"thrown": class, "message": …}`. Assertions live in
 * test/server/joomla-plugin.test.ts.
 */

require __DIR__ . '/joomla-stand-ins.php';
$plugin = __DIR__ . '/../../joomla/plg_system_vetrina';
foreach (['BadRequest', 'Request', 'Requirements', 'ElementScanner', 'ScriptElement', 'JoomlaCore', 'SearchTerm', 'SearchRate', 'SearchField', 'Consent', 'HeaderLists/ProductList', 'HeaderLists/Wishlist'] as $class) {
    require $plugin . '/src/' . $class . '.php';
}

use Joomla\Database\Exception\ExecutionFailureException;
use Vetrina\Plugin\System\Vetrina\Consent;
use Vetrina\Plugin\System\Vetrina\ElementScanner;
use Vetrina\Plugin\System\Vetrina\HeaderLists\Wishlist;
use Vetrina\Plugin\System\Vetrina\JoomlaCore;
use Vetrina\Plugin\System\Vetrina\Request;
use Vetrina\Plugin\System\Vetrina\Requirements;
use Vetrina\Plugin\System\Vetrina\SearchField;
use Vetrina\Plugin\System\Vetrina\SearchRate;
use Vetrina\Plugin\System\Vetrina\SearchTerm;

/**
 * A database holding one user's wishlist rows, whose insert fails as MySQL's does on a duplicate key: the row
 * a parallel add inserted between this add's start and its insert.
 */
function wishlistDatabase(array $rows, bool $insertRaces): object
{
    return new class ($rows, $insertRaces) implements Joomla\Database\DatabaseInterface {
        private string $last = '';

        private object $query;

        public function __construct(public array $rows, private bool $insertRaces)
        {
        }

        public function createQuery(): object
        {
            return new class () {
                public string $kind = 'select';

                public array $bound = [];

                public function __call(string $method, array $args): self
                {
                    if (\in_array($method, ['insert', 'delete'], true)) {
                        $this->kind = $method;
                    }

                    return $this;
                }

                public function bind(string $key, &$value, $type = null): self
                {
                    $this->bound[$key] = $value;

                    return $this;
                }
            };
        }

        public function quoteName($name)
        {
            return $name;
        }

        public function setQuery(object $query): self
        {
            $this->last = $query->kind;
            $this->query = $query;

            return $this;
        }

        public function execute(): void
        {
            if ($this->last !== 'insert') {
                return;
            }
            $product = $this->query->bound[':product'];
            if ($this->insertRaces) {
                $this->rows[] = $product;
            }
            if (\in_array($product, $this->rows, true)) {
                throw new ExecutionFailureException("Duplicate entry '1-$product' for key 'PRIMARY'", 1062);
            }
            $this->rows[] = $product;
        }

        public function loadColumn(): array
        {
            return $this->rows;
        }
    };
}

$rules = [
    'words'    => [SearchTerm::class, 'words'],
    'like'     => [SearchTerm::class, 'like'],
    'admit'    => [SearchRate::class, 'admit'],
    'enhance'  => [SearchField::class, 'enhance'],
    'returnTo' => [Consent::class, 'returnTo'],
    'deferCore'  => [JoomlaCore::class, 'deferred'],
    'attributes' => [ElementScanner::class, 'attributes'],
    // The range of a manifest (XML text), and what a site lacks of it.
    'range'   => static fn (string $manifest) => Requirements::of(new SimpleXMLElement($manifest)),
    'missing' => static fn (array $site, string $manifest) => Requirements::missing($site, Requirements::of(new SimpleXMLElement($manifest))),
    // A Request over `$values`, asked `$getter($name, …)`.
    'request' => static fn (array $values, string $getter, ...$args) => Request::fromArray($values)->$getter(...$args),
    // Each `<$tag>` element of `$html` as [attributes, content, element], and the page with each replaced by `$with`.
    'scan' => static function (string $html, string $tag, string $with): array {
        $seen = [];
        $page = ElementScanner::replace($html, $tag, static function (string ...$element) use (&$seen, $with): string {
            $seen[] = $element;

            return $with;
        });

        return ['seen' => $seen, 'page' => $page];
    },
    // Wishlist::add() of `$product` to a wishlist holding `$rows`; with `$insertRaces`, a parallel add inserts it first.
    'wishlistAdd' => static function (array $rows, int $product, bool $insertRaces): array {
        $db = wishlistDatabase($rows, $insertRaces);

        return ['added' => (new Wishlist($db, 7))->add($product), 'rows' => $db->rows];
    },
];
$results = [];
foreach (json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR) as [$rule, $args]) {
    try {
        $results[] = $rules[$rule](...$args);
    } catch (Throwable $thrown) {
        $results[] = ['thrown' => $thrown::class, 'message' => $thrown->getMessage()];
    }
}
echo json_encode($results, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
