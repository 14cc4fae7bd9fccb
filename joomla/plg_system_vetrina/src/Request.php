<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * The parameters of a request to one of the plugin's endpoints, each read with its type and default. Joomla's
 * own getters pass an array through (`product_id[]=1` is an array to getInt) and answer null for a missing
 * value, which typed code then meets as a TypeError whose message names the site's folders: here a value of
 * the wrong shape is a BadRequest, which the endpoints answer with HTTP 400.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class Request
{
    /** @param \Closure(string): mixed $read a parameter's value as sent, null when absent */
    private function __construct(private \Closure $read)
    {
    }

    /** The parameters of Joomla's input (or one of its sources: `$input->post`), unfiltered. */
    public static function of(object $input): self
    {
        return new self(static fn (string $name) => $input->get($name, null, 'raw'));
    }

    /** @param array<string, mixed> $values parameters as parsed from a query string */
    public static function fromArray(array $values): self
    {
        return new self(static fn (string $name) => $values[$name] ?? null);
    }

    /**
     * The parameter as one string, '' when absent or an array: for telling whose request this is (`option`,
     * `view`), never for what the request asks.
     */
    public function value(string $name): string
    {
        $value = ($this->read)($name);

        return \is_string($value) ? $value : '';
    }

    /** A text parameter: `$default` when absent; an array is a BadRequest. */
    public function text(string $name, string $default = ''): string
    {
        $value = ($this->read)($name);
        if ($value === null) {
            return $default;
        }
        if (!\is_string($value)) {
            throw new BadRequest($name);
        }

        return $value;
    }

    /** A name made of letters, digits and `_` (a method, a task): `$default` when absent; anything else is a BadRequest. */
    public function word(string $name, string $default = ''): string
    {
        $value = $this->text($name, $default);
        if (!preg_match('/^\w*$/D', $value)) {
            throw new BadRequest($name);
        }

        return $value;
    }

    /** A whole number of at most nine digits: `$default` when absent or empty; a sign, a fraction, a word or an array is a BadRequest. */
    public function whole(string $name, int $default = 0): int
    {
        $value = trim($this->text($name, ''));
        if ($value === '') {
            return $default;
        }
        if (!preg_match('/^\d{1,9}$/D', $value)) {
            throw new BadRequest($name);
        }

        return (int) $value;
    }

    /** An id (a whole number above zero) that must be sent. */
    public function id(string $name): int
    {
        $id = $this->whole($name);
        if ($id < 1) {
            throw new BadRequest($name);
        }

        return $id;
    }
}
