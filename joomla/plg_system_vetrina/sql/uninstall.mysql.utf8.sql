DROP TABLE IF EXISTS `#__vetrina_wishlist`;
DROP TABLE IF EXISTS `#__vetrina_compare`;
DROP TABLE IF EXISTS `#__vetrina_search_rate`;
