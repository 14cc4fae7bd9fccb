<?php

/**
 * Small stand-ins for the few Joomla classes plg_system_vetrina uses, so its PHP runs under plain `php`
 * (no Joomla, no composer). Each does only what the plugin calls; the scenario sets what Joomla would know.
 */

namespace {
    \define('_JEXEC', 1);
}

namespace Joomla\CMS\Application {
    /** What the plugin's classes type their application as; the scenario's application implements it. */
    interface CMSApplicationInterface
    {
    }
}

namespace Joomla\Database {
    interface DatabaseInterface
    {
    }

    interface DatabaseAwareInterface
    {
    }

    trait DatabaseAwareTrait
    {
        private $database;

        public function setDatabase($db): void
        {
            $this->database = $db;
        }

        protected function getDatabase()
        {
            return $this->database;
        }
    }

    final class ParameterType
    {
        public const INTEGER = 'int';
        public const STRING = 'string';
    }
}

namespace Joomla\Database\Exception {
    /** A query the database refused: its error number is the code (1062: a duplicate key). */
    class ExecutionFailureException extends \RuntimeException
    {
    }
}

namespace Joomla\CMS\Log {
    /** Joomla's log: what the plugin wrote, for the run's report. */
    final class Log
    {
        public const WARNING = 16;

        /** @var string[] */
        public static array $entries = [];

        public static function add(string $message, int $priority = 0, string $category = ''): void
        {
            self::$entries[] = $category . ': ' . $message;
        }
    }
}

namespace Joomla\Registry {
    final class Registry
    {
        public function __construct(private array $data = [])
        {
        }

        public function get(string $path, $default = null)
        {
            $value = $this->data;
            foreach (explode('.', $path) as $key) {
                if (!\is_array($value) || !\array_key_exists($key, $value)) {
                    return $default;
                }
                $value = $value[$key];
            }

            return $value;
        }

        public function toArray(): array
        {
            return $this->data;
        }
    }
}

namespace Joomla\Event {
    interface SubscriberInterface
    {
        public static function getSubscribedEvents(): array;
    }
}

namespace Joomla\CMS\Plugin {
    use Joomla\Registry\Registry;

    abstract class CMSPlugin
    {
        public Registry $params;
        private $application;

        public function __construct($dispatcher, array $config = [])
        {
            $this->params = new Registry($config['params'] ?? []);
        }

        public function setApplication($application): void
        {
            $this->application = $application;
        }

        public function getApplication()
        {
            return $this->application;
        }
    }
}

namespace Joomla\CMS\Component {
    final class ComponentHelper
    {
        /** @var string[] enabled components; VirtueMart by default */
        public static array $enabled = ['com_virtuemart'];

        public static function isEnabled(string $option): bool
        {
            return \in_array($option, self::$enabled, true);
        }
    }
}

namespace Joomla\CMS\Plugin {
    final class PluginHelper
    {
        /** @var string[] enabled plugins as `group/element`; the theme framework's by default */
        public static array $enabled = ['system/vpframework'];

        public static function isEnabled(string $group, ?string $element = null): bool
        {
            return \in_array($group . '/' . $element, self::$enabled, true);
        }
    }
}

namespace Joomla\CMS\Uri {
    final class Uri
    {
        public static string $root = '';

        public static function root(bool $pathonly = false): string
        {
            return $pathonly ? self::$root : 'https://shop.example.it' . self::$root . '/';
        }

        /** The request's URI: the site's home page. */
        public static function getInstance(): self
        {
            return new self();
        }

        public function toString(array $parts = []): string
        {
            return \in_array('host', $parts, true) ? 'shop.example.it' : self::$root . '/';
        }
    }
}

namespace Joomla\CMS\Language {
    /** Language strings: the key itself, `%s` arguments appended, so tests read what was asked. */
    final class Text
    {
        public static function _(string $key): string
        {
            return $key;
        }

        public static function sprintf(string $key, ...$args): string
        {
            return $key . '(' . implode(',', $args) . ')';
        }
    }

    final class LanguageHelper
    {
        /** @var array<string, object> content languages keyed by tag */
        public static array $languages = [];

        public static function getLanguages(string $key = 'default'): array
        {
            return $key === 'lang_code' ? self::$languages : array_values(self::$languages);
        }
    }
}

namespace Joomla\CMS\Router {
    final class Route
    {
        /** @var array<string, string> non-SEF URL => routed URL */
        public static array $routes = [];

        public static function _(string $url, bool $xhtml = true): string
        {
            return self::$routes[$url] ?? \Joomla\CMS\Uri\Uri::root(true) . '/' . $url;
        }
    }
}

namespace Joomla\CMS\HTML {
    /** HTMLHelper's service registry; each original service answers with its key and arguments. */
    final class HTMLHelper
    {
        private static ?object $registry = null;

        public static function getServiceRegistry(): object
        {
            return self::$registry ??= new class () {
                /** @var array<string, object> the services registered in place of Joomla's */
                public array $registered = [];

                public function getService(string $file)
                {
                    return $this->registered[$file] ?? new class ($file) {
                        public function __construct(private string $file)
                        {
                        }

                        public function __call(string $method, array $args): string
                        {
                            return $this->file . '.' . $method . '(' . implode(',', $args) . ')';
                        }
                    };
                }

                public function register(string $key, $handler, bool $replace = false): void
                {
                    $this->registered[$key] = $handler;
                }
            };
        }
    }
}
