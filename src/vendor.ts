// Never loaded by a page. Built as a second entry so that esbuild always splits these libraries out
// of island chunks into shared, long-cached chunks, however many islands use each of them.
import * as react from 'react';
import * as reactDomClient from 'react-dom/client';
import * as i18next from 'i18next';
import * as dompurify from 'dompurify';
import * as ky from 'ky';
import * as zustand from 'zustand/vanilla';
import * as zustandReact from 'zustand';

export { react, reactDomClient, i18next, dompurify, ky, zustand, zustandReact };
