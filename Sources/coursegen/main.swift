print("coursegen")
