-- The compare lists leave the session for a table of their own (a session's parallel calls wrote them back
-- stale), and live search counts each client's searches in the database (no longer a file of the site's tmp/).
CREATE TABLE IF NOT EXISTS `#__vetrina_compare` (
  `id` int unsigned NOT NULL AUTO_INCREMENT,
  `list` char(64) NOT NULL,
  `product_id` int unsigned NOT NULL,
  `added` datetime NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `idx_list_product` (`list`, `product_id`),
  KEY `idx_added` (`added`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 DEFAULT COLLATE=utf8mb4_unicode_ci;

CREATE TABLE IF NOT EXISTS `#__vetrina_search_rate` (
  `client` char(72) NOT NULL,
  `times` text NOT NULL,
  `seen` double NOT NULL,
  PRIMARY KEY (`client`),
  KEY `idx_seen` (`seen`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 DEFAULT COLLATE=utf8mb4_unicode_ci;
