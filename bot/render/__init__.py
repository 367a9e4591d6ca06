"""Rendering: plain data (passages, hits, rulings, log entries) → localized text and Discord payloads within limits."""
