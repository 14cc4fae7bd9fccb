-- The wishlist table of 0.1.0, for an install that predates its schema version: Joomla runs every update
-- file newer than the version it recorded, and an install recorded before this one has none.
CREATE TABLE IF NOT EXISTS `#__vetrina_wishlist` (
  `user_id` int unsigned NOT NULL,
  `product_id` int unsigned NOT NULL,
  `created` datetime NOT NULL,
  PRIMARY KEY (`user_id`, `product_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 DEFAULT COLLATE=utf8mb4_unicode_ci;
