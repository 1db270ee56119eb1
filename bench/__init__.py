"""Benchmarks and large differential runs of the scorer (`make bench`, `make diff N=...`)."""
