"""Shared Table: an accessibility-first card table for blind and sighted players."""

__version__ = "0.1.0"
