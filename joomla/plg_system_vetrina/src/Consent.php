<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The cookie-consent banner on a stock template: the banner, printed by the plugin right after the page's
 * `<body>`, and the "Cookie preferences" link, a module of the position the site owner picks (layouts a
 * template overrides under `html/plg_system_vetrina/`), the shopper's answer kept in a cookie, its no-JavaScript form, and the
 * statistics scripts kept inert until the answer is "accepted" (docs/islands/cookie-banner.md).
 *
 * Under the page cache the page depends on the answer alone: `cacheKey()` puts it in the cache key, so a
 * page cached for a shopper who answered is never served to one who has not.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

use Joomla\CMS\Application\CMSApplicationInterface;
use Joomla\CMS\Language\Text;
use Joomla\CMS\Plugin\PluginHelper;
use Joomla\CMS\Session\Session;
use Joomla\CMS\Uri\Uri;

final class Consent
{
    public const COOKIE = 'vetrina_cookie_consent';

    /** The banner's id: the link points at it, so it shows the banner without JavaScript too (`:target`). */
    public const BANNER_ID = 'vetrina-cookie-consent';

    /** The no-JavaScript post of the banner's form (com_ajax, `format=html`). */
    public const FORM_ACTION = 'index.php?option=com_ajax&plugin=vetrina&group=system&format=html&task=consent';

    /** What the kept-inert scripts are gated by (`data-vetrina-consent`). */
    private const CATEGORY = 'statistics';

    public function __construct(private CMSApplicationInterface $app)
    {
    }

    /** "accepted", "refused", or null before the shopper has answered. */
    public function choice(): ?string
    {
        $value = $this->app->getInput()->cookie->getCmd(self::COOKIE, '');

        return \in_array($value, ['accepted', 'refused'], true) ? $value : null;
    }

    /**
     * Records the posted answer (`consent=refused` or any other word: accepted) if the post carries the form
     * token; an answer sent as an array is a BadRequest.
     */
    public function record(): bool
    {
        $input = $this->app->getInput();
        if ($input->getMethod() !== 'POST' || !Session::checkToken('post')) {
            return false;
        }
        $consent = Request::of($input->post)->word('consent') === 'refused' ? 'refused' : 'accepted';
        $input->cookie->set(self::COOKIE, $consent, [
            'expires'  => time() + 365 * 86400,
            'path'     => rtrim(Uri::root(true), '/') . '/',
            'secure'   => Uri::getInstance()->isSsl(),
            'httponly' => true,
            'samesite' => 'Lax',
        ]);

        return true;
    }

    /**
     * The form's post without JavaScript: records the answer and goes back to the page it came from. A token
     * the page cache served from another shopper's page fails: the page comes back with a message (never
     * cached) and a fresh form.
     */
    public function answerForm(): never
    {
        try {
            $recorded = $this->record();
        } catch (BadRequest) {
            $recorded = false;
        }
        if (!$recorded) {
            $this->app->enqueueMessage(Text::_('PLG_SYSTEM_VETRINA_CONSENT_AGAIN'), 'warning');
        }
        $asked = Request::of($this->app->getInput()->post)->value('return');
        $this->app->redirect(self::returnTo($asked, Uri::root(true), Uri::getInstance()->toString(['host', 'port'])));
    }

    /**
     * Where the form goes back to: `$asked` when it is a page of this site (`$root`, the site's path), as an
     * absolute URL of this site or a path below its root; the site's home page otherwise. Plain PHP, no Joomla
     * class: what the browser would read as another host (`//evil`, `/\evil`, a scheme in disguise) never passes.
     */
    public static function returnTo(string $asked, string $root, string $host = ''): string
    {
        $home = rtrim($root, '/') . '/';
        if ($asked === '' || preg_match('/[\x00-\x20\x7f\\\\]/', $asked)) {
            return $home;
        }
        $parts = parse_url($asked);
        if ($parts === false) {
            return $home;
        }
        if (isset($parts['scheme']) || isset($parts['host'])) {
            $sameSite = \in_array(strtolower($parts['scheme'] ?? ''), ['http', 'https'], true) && $host !== ''
                && strtolower(($parts['host'] ?? '') . (isset($parts['port']) ? ':' . $parts['port'] : '')) === strtolower($host);
            if (!$sameSite) {
                return $home;
            }
            $asked = ($parts['path'] ?? '/') . (isset($parts['query']) ? '?' . $parts['query'] : '') . (isset($parts['fragment']) ? '#' . $parts['fragment'] : '');
        }
        $path = (string) parse_url($asked, PHP_URL_PATH);

        return str_starts_with($asked, '/') && !str_starts_with($asked, '//') && str_starts_with($path . '/', $home) ? $asked : $home;
    }

    /** The page cache's key part: one cached page per answer. */
    public function cacheKey(): string
    {
        return 'vetrina-consent:' . ($this->choice() ?? 'none');
    }

    /**
     * The page with the banner right after its opening `<body>` (hidden once the shopper has answered: the link
     * shows it again): first in the page's Tab order, ahead of everything it asks the shopper to answer first.
     * A page without a `<body>` tag is left as it is.
     */
    public function printBanner(string $html): string
    {
        if (!preg_match('/<body\b[^>]*>/i', $html, $body, PREG_OFFSET_CAPTURE)) {
            return $html;
        }
        $at = $body[0][1] + \strlen($body[0][0]);
        $banner = $this->render('consent', [
            'id'       => self::BANNER_ID,
            'answered' => $this->choice() !== null,
            'action'   => rtrim(Uri::root(true), '/') . '/' . self::FORM_ACTION,
            'return'   => Uri::getInstance()->toString(),
            'token'    => Session::getFormToken(),
        ]);

        return substr($html, 0, $at) . "\n" . $banner . substr($html, $at);
    }

    /**
     * The "Cookie preferences" link as a module of the list Joomla renders positions from (rendered by
     * mod_custom, as is), for `$position`; none for an empty one.
     *
     * @return \stdClass[]
     */
    public function linkModules(string $position): array
    {
        return $position === '' ? [] : [self::module(-2, $position, $this->render('consentlink', ['href' => '#' . self::BANNER_ID]))];
    }

    /**
     * Until the shopper accepts, the scripts whose address (or inline code) holds one of `$fragments` are
     * printed inert: `type="text/plain"`, the address in `data-vetrina-src`, marked `data-vetrina-consent`
     * for the island to run on acceptance. Data blocks (JSON and other non-script types) are left alone.
     */
    public function gate(string $html, array $fragments): string
    {
        $fragments = array_values(array_filter(array_map('trim', $fragments), 'strlen'));
        if ($fragments === [] || $this->choice() === 'accepted') {
            return $html;
        }

        return ElementScanner::replace($html, 'script', static function (string $attrs, string $code, string $element) use ($fragments): string {
            $named = ElementScanner::attributes($attrs);
            if (!ScriptElement::runs($named)) {
                return $element;
            }
            $src = $named['src'] ?? null;
            $haystack = $src ?? $code;
            $gated = array_filter($fragments, static fn (string $fragment): bool => str_contains($haystack, $fragment));
            if ($gated === []) {
                return $element;
            }
            $attrs = (string) preg_replace('/\s(type|src)\s*=\s*(["\']?)[^"\'\s>]*\2/i', '', $attrs);
            $kept = ' type="text/plain" data-vetrina-consent="' . self::CATEGORY . '"'
                . (ScriptElement::isModule($named) ? ' data-vetrina-type="module"' : '')
                . ($src !== null ? ' data-vetrina-src="' . htmlspecialchars($src, ENT_QUOTES, 'UTF-8') . '"' : '');

            return '<script' . $kept . $attrs . '>' . $code . '</script>';
        });
    }

    /** A layout of the plugin's `tmpl/`, or the template's override (`html/plg_system_vetrina/{name}.php`). */
    private function render(string $layout, array $displayData): string
    {
        ob_start();
        (static function (string $path, array $displayData): void {
            include $path;
        })(PluginHelper::getLayoutPath('system', 'vetrina', $layout), $displayData);

        return (string) ob_get_clean();
    }

    private static function module(int $id, string $position, string $content): \stdClass
    {
        return (object) [
            'id'        => $id,
            'title'     => Text::_('PLG_SYSTEM_VETRINA_CONSENT_LABEL'),
            'module'    => 'mod_custom',
            'name'      => 'custom',
            'position'  => strtolower($position),
            'content'   => $content,
            'showtitle' => 0,
            'params'    => '{"prepare_content":0,"cache":0}',
            'menuid'    => 0,
            'style'     => null,
        ];
    }
}
