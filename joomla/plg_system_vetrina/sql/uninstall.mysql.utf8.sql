DROP TABLE IF EXISTS `#__vetrina_wishlist`;
