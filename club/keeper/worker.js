/* The score keeper's service worker: the table's page and its files, network first, kept for a reload
   without a connection (the hands entered meanwhile wait in the page's own queue). Only GET requests
   are kept; posts go to the network and fail there, which the page's queue handles. */
"use strict";

const CACHE = "keeper-v1";

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });

self.addEventListener("fetch", function (event) {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    fetch(request).then(function (response) {
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
      }
      return response;
    }).catch(function () {
      return caches.match(request).then(function (kept) { return kept || Response.error(); });
    })
  );
});
