<?php

/**
 * Runs plg_system_vetrina's two events against the stand-ins for one scenario (JSON on stdin) and prints
 * what Joomla would have received (JSON on stdout): the asset registry file, the assets used, the script
 * options, the head scripts left and the rendered body. Assertions live in test/server/joomla-plugin.test.ts.
 */

require __DIR__ . '/joomla-stand-ins.php';
$plugin = __DIR__ . '/../../joomla/plg_system_vetrina';
require $plugin . '/src/BadRequest.php';
require $plugin . '/src/Request.php';
require $plugin . '/src/ElementScanner.php';
require $plugin . '/src/ScriptElement.php';
require $plugin . '/src/JoomlaCore.php';
require $plugin . '/src/ScriptOptions.php';
require $plugin . '/src/Requirements.php';
require $plugin . '/src/Consent.php';
require $plugin . '/src/MissingImages.php';
require $plugin . '/src/VirtueMartScripts.php';
require $plugin . '/src/VirtueMartLibraries.php';
require $plugin . '/src/LibraryGate.php';
require $plugin . '/src/HeaderLists/Markup.php';
require $plugin . '/src/HeaderLists/CartForms.php';
require $plugin . '/src/Extension/Vetrina.php';

use Joomla\CMS\HTML\HTMLHelper;
use Joomla\CMS\Language\LanguageHelper;
use Joomla\CMS\Plugin\PluginHelper;
use Joomla\CMS\Router\Route;
use Joomla\CMS\Uri\Uri;
use Vetrina\Plugin\System\Vetrina\Extension\Vetrina;

$scenario = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
// A page PCRE gives up on: its backtrack limit lowered (and its JIT, which has its own, off).
if (isset($scenario['backtrackLimit'])) {
    ini_set('pcre.jit', '0');
    ini_set('pcre.backtrack_limit', (string) $scenario['backtrackLimit']);
}
Uri::$root = $scenario['root'] ?? '';
Route::$routes = $scenario['routes'] ?? [];
PluginHelper::$enabled = $scenario['enabledPlugins'] ?? PluginHelper::$enabled;
Joomla\CMS\Component\ComponentHelper::$enabled = $scenario['enabledComponents'] ?? Joomla\CMS\Component\ComponentHelper::$enabled;
foreach ($scenario['languages'] ?? [] as $tag => $sef) {
    LanguageHelper::$languages[$tag] = (object) ['lang_code' => $tag, 'sef' => $sef];
}

$seen = ['registryFiles' => [], 'scripts' => [], 'styles' => [], 'options' => [], 'scriptAttributes' => []];

$wa = new class ($seen, $scenario['inlineScripts'] ?? []) {
    public function __construct(private array &$seen, private array $inline)
    {
    }

    /** The active scripts: `jquery` when the scenario has it, and its inline ones (name => content). */
    public function getAssets(string $type): array
    {
        $seen = &$this->seen;
        // Not an arrow function: those capture by value, and the assets write into what the run reports.
        $asset = static function (string $name, array $options) use (&$seen) {
            return new class ($seen, $name, $options) {
                public function __construct(private array &$seen, private string $name, private array $options)
                {
                }

                public function getOption(string $key)
                {
                    return $this->options[$key] ?? null;
                }

                public function setAttribute(string $key, $value)
                {
                    $this->seen['scriptAttributes'][$this->name][$key] = $value;

                    return $this;
                }
            };
        };
        $assets = [];
        foreach ($this->inline as $name => $content) {
            $assets[$name] = $asset($name, ['inline' => true, 'content' => $content]);
        }

        return \in_array('jquery', $this->seen['scripts'], true) ? ['jquery' => $asset('jquery', [])] + $assets : $assets;
    }

    public function getRegistry()
    {
        return $this;
    }

    public function addExtensionRegistryFile(string $name)
    {
        $this->seen['registryFiles'][] = $name;

        return $this;
    }

    public function useScript(string $name)
    {
        $this->seen['scripts'][] = $name;

        return $this;
    }

    public function useStyle(string $name)
    {
        $this->seen['styles'][] = $name;

        return $this;
    }
};

$doc = new class ($seen, $wa, $scenario) {
    /** The head's scripts and style sheets, keyed by URL as Joomla's head data is. */
    public array $head;

    public string $component;

    public function __construct(private array &$seen, private $wa, private array $scenario)
    {
        $this->head = [
            'scripts'     => array_fill_keys($scenario['headScripts'] ?? [], ['type' => 'text/javascript']),
            'styleSheets' => array_fill_keys($scenario['headStyles'] ?? [], []),
        ];
        $this->component = $scenario['component'] ?? '';
    }

    public function getHeadData(): array
    {
        return $this->head + ['title' => '', 'scriptOptions' => []];
    }

    public function setHeadData(array $data): void
    {
        $this->head = array_replace($this->head, array_intersect_key($data, $this->head));
    }

    public function getBuffer(string $type): string
    {
        return $type === 'component' ? $this->component : '';
    }

    public function setBuffer(string $content, array $options): void
    {
        if ($options['type'] === 'component') {
            $this->component = $content;
        }
    }

    public function getType(): string
    {
        return $this->scenario['docType'] ?? 'html';
    }

    public function getWebAssetManager()
    {
        return $this->wa;
    }

    public function addScriptOptions(string $key, array $options, bool $merge = true)
    {
        $this->seen['options'][$key] = $options;

        return $this;
    }
};

$app = new class ($doc, $scenario) implements Joomla\CMS\Application\CMSApplicationInterface {
    public string $body;

    public function __construct(private $doc, private array $scenario)
    {
        $this->body = $scenario['body'] ?? '';
    }

    public function isClient(string $name): bool
    {
        return $name === ($this->scenario['client'] ?? 'site');
    }

    public function getDocument()
    {
        return $this->doc;
    }

    public function getLanguage()
    {
        return new class ($this->scenario['tag'] ?? 'it-IT') {
            public function __construct(private string $tag)
            {
            }

            public function getTag(): string
            {
                return $this->tag;
            }
        };
    }

    public function getInput()
    {
        return new class ($this->scenario['query'] ?? [], $this->scenario['cookies'] ?? []) {
            /** The request's cookies (`cookies` of the scenario). */
            public object $cookie;

            public function __construct(private array $query, array $cookies)
            {
                $this->cookie = new class ($cookies) {
                    public function __construct(private array $cookies)
                    {
                    }

                    public function getCmd(string $name, string $default = ''): string
                    {
                        return (string) ($this->cookies[$name] ?? $default);
                    }
                };
            }

            /** The parameter as sent (the plugin reads it `raw` and checks its type itself). */
            public function get(string $name, $default = null, string $filter = 'cmd')
            {
                return $this->query[$name] ?? $default;
            }
        };
    }

    public function getMenu()
    {
        return new class ($this->scenario['activeItemid'] ?? null) {
            public function __construct(private ?int $id)
            {
            }

            public function getActive()
            {
                return $this->id === null ? null : (object) ['id' => $this->id];
            }
        };
    }

    public function getBody(): string
    {
        return $this->body;
    }

    public function setBody(string $body): void
    {
        $this->body = $body;
    }
};

$plugin = new Vetrina(null, ['params' => $scenario['params'] ?? []]);
$plugin->setApplication($app);
// The page's events, which the stand-ins model; the others (routing, modules, com_ajax) carry Joomla's event objects.
foreach (['onAfterInitialise', 'onAfterDispatch', 'onBeforeCompileHead', 'onAfterRender'] as $event) {
    $plugin->{Vetrina::getSubscribedEvents()[$event]}();
}
// Each gated service method, asked from a file of VirtueMart's and from another extension's (the caller its trace shows).
$libraries = [];
$site = sys_get_temp_dir() . '/vetrina-callers-' . getmypid();
$registry = HTMLHelper::getServiceRegistry();
foreach (\Vetrina\Plugin\System\Vetrina\VirtueMartLibraries::SERVICES as $file => $methods) {
    if (!isset($registry->registered[$file])) {
        continue;
    }
    foreach ($methods as $method) {
        foreach (['virtuemart' => 'components/com_virtuemart/helpers/vmjsapi.php', 'other' => 'plugins/system/other/other.php'] as $caller => $path) {
            $callerFile = $site . '/' . $path;
            is_dir(\dirname($callerFile)) || mkdir(\dirname($callerFile), 0777, true);
            file_put_contents($callerFile, '<?php return static fn (callable $service, array $args) => $service(...$args);');
            $libraries[$file . '.' . $method][$caller] = (require $callerFile)([$registry->getService($file), $method], ['arg']);
        }
    }
}
if (is_dir($site)) {
    $entries = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($site, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::CHILD_FIRST);
    foreach ($entries as $entry) {
        $entry->isDir() ? rmdir((string) $entry) : unlink((string) $entry);
    }
    rmdir($site);
}
echo json_encode(
    $seen + ['headScripts' => array_keys($doc->head['scripts']), 'headStyles' => array_keys($doc->head['styleSheets']), 'body' => $app->body, 'component' => $doc->component, 'libraries' => $libraries, 'log' => Joomla\CMS\Log\Log::$entries],
    JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
);
