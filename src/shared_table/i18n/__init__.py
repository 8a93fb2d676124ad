"""Every language of the rule sheets: which there are (`languages`), and their words (`words`)."""
