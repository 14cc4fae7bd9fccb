// Never loaded by a page. Built as a second entry so that esbuild always splits these libraries out
// of island chunks into shared, long-cached chunks, however many islands use each of them.
export * as react from 'react';
export * as reactDomClient from 'react-dom/client';
export * as i18next from 'i18next';
export * as dompurify from 'dompurify';
export * as ky from 'ky';
export * as zustand from 'zustand/vanilla';
