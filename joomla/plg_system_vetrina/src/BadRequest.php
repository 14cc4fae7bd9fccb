<?php

/**
 * @package     Vetrina
 * @copyright   (C) 2026 Vetrina
 * @license     GNU General Public License version 2 or later; see LICENSE.txt
 */

/**
 * A parameter of a request to the plugin is missing or of the wrong shape. Its message names the parameter
 * only, never a value or a path: the endpoints answer it with HTTP 400 and the plugin's own error message.
 */

namespace Vetrina\Plugin\System\Vetrina;

\defined('_JEXEC') or die;

final class BadRequest extends \InvalidArgumentException
{
    public function __construct(public readonly string $parameter)
    {
        parent::__construct('Bad parameter: ' . $parameter);
    }
}
