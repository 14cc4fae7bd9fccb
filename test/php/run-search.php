<?php

/**
 * Calls the live search's plain-PHP rules (SearchTerm, SearchRate, SearchField::enhance) for a list of calls
 * (JSON on stdin: [[method, ...args], …]) and prints their results (JSON on stdout). Assertions live in
 * test/server/joomla-plugin.test.ts.
 */

require __DIR__ . '/joomla-stand-ins.php';
$plugin = __DIR__ . '/../../joomla/plg_system_vetrina';
require $plugin . '/src/SearchTerm.php';
require $plugin . '/src/SearchRate.php';
require $plugin . '/src/SearchField.php';

use Vetrina\Plugin\System\Vetrina\SearchField;
use Vetrina\Plugin\System\Vetrina\SearchRate;
use Vetrina\Plugin\System\Vetrina\SearchTerm;

$rules = [
    'words'   => [SearchTerm::class, 'words'],
    'like'    => [SearchTerm::class, 'like'],
    'admit'   => [SearchRate::class, 'admit'],
    'take'    => [SearchRate::class, 'take'],
    'enhance' => [SearchField::class, 'enhance'],
];
$results = [];
foreach (json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR) as [$rule, $args]) {
    $results[] = $rules[$rule](...$args);
}
echo json_encode($results, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
