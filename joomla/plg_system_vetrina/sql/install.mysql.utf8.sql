CREATE TABLE IF NOT EXISTS `#__vetrina_wishlist` (
  `user_id` int unsigned NOT NULL,
  `product_id` int unsigned NOT NULL,
  `created` datetime NOT NULL,
  PRIMARY KEY (`user_id`, `product_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 DEFAULT COLLATE=utf8mb4_unicode_ci;
