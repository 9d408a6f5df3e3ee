print("vml")
